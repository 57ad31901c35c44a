import { useId, useState, type FormEvent } from 'react'
import { downloadFromNetwork } from '../../stores/file-actions.ts'
import css from './download.css?inline'

/** The Download card: a cid field; the file opens in a new window for the browser to save. */
export function Download() {
  const [cid, setCid] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const titleId = useId()
  const fieldId = useId()
  const problemId = useId()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setProblem(downloadFromNetwork(cid))
  }

  return (
    <section className="cid-card" part="base" aria-labelledby={titleId}>
      <style>{css}</style>
      <h2 className="cid-card__title" id={titleId}>
        Download
      </h2>
      <form className="cid-card__form" noValidate onSubmit={onSubmit}>
        <label className="cid-card__label" htmlFor={fieldId}>
          CID
        </label>
        <input
          id={fieldId}
          className="cid-card__input"
          part="input"
          value={cid}
          placeholder="CID"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem ? 'true' : 'false'}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            setCid(event.currentTarget.value)
            setProblem(null)
          }}
        />
        <button className="cid-card__button" part="button" type="submit">
          Download
        </button>
      </form>
      {problem && (
        <p className="cid-card__error" id={problemId} role="alert">
          {problem}
        </p>
      )}
    </section>
  )
}
