import { useStore } from '@nanostores/react'
import { useId } from 'react'
import { Button } from '../../components/button/button.tsx'
import { Card } from '../../components/card/card.tsx'
import { CopyButton } from '../../components/copy-button/copy-button.tsx'
import { QueryErrorCard } from '../../components/error-card/query-error-card.tsx'
import { ERROR_SUBTITLES } from '../../components/error-card/error-subtitles.ts'
import { chooseLogLevel, LOG_LEVELS, logLevel, saveLogLevel } from '../../stores/node/log-level.ts'
import { copyText } from '../../stores/page/clipboard.ts'
import { useNodeOf, useNodeScope } from '../../stores/react.ts'
import { debugInfo } from '../../stores/node/status.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './logs-page.css?inline'

/** The Log page: the node's log level, and its debug info as JSON text. */
export function LogsPage() {
  const scope = useNodeScope()
  const { $chosen, $saving } = useNodeOf(logLevel)
  const level = useStore($chosen)
  const saving = useStore($saving)
  const $debugInfo = useNodeOf(debugInfo)
  const info = useStore($debugInfo)
  const selectId = useId()
  // What the node sent, whatever its line: not the vault's reading of it.
  const json = info.state === 'ready' ? JSON.stringify(info.data.sent, null, 2) : ''

  return (
    <div className="logs" part="base">
      <StyleSheet name="logs" css={css} />
      <Card title="Log level" className="logs__card">
        <form
          className="logs__level"
          onSubmit={(event) => {
            event.preventDefault()
            void saveLogLevel(scope)
          }}
        >
          <label htmlFor={selectId}>Log level</label>
          <select
            id={selectId}
            value={level}
            onChange={(event) => chooseLogLevel(scope, event.currentTarget.value)}
          >
            {LOG_LEVELS.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </form>
      </Card>
      <Card
        title="Debug info"
        className="logs__card"
        actions={
          info.state === 'ready' ? (
            <CopyButton label="Copy the debug info" onCopy={() => copyText(json)} />
          ) : undefined
        }
      >
        {info.state === 'loading' && <p>Loading the debug info…</p>}
        <QueryErrorCard
          query={info}
          subtitle={ERROR_SUBTITLES.retrieveData}
          onRetry={() => void $debugInfo.refetch()}
        />
        {info.state === 'ready' && (
          <details className="logs__json" open>
            <summary>{info.stale ? 'Node debug info (not current)' : 'Node debug info'}</summary>
            {/* Text only: whatever the node sends is shown, never interpreted. */}
            <pre tabIndex={0} aria-label="Debug info as JSON">
              {json}
            </pre>
          </details>
        )}
      </Card>
    </div>
  )
}
