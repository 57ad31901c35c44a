import { useStore } from '@nanostores/react'
import { Button } from '../../components/button/button.tsx'
import { RANGES } from '../../stores/history/history-view.ts'
import { $historyRange, showHistoryRange } from '../../stores/history/node-history.ts'

/** The ranges the charts can show, the shown one pressed. */
export function RangePicker() {
  const range = useStore($historyRange)
  return (
    <div className="analytics__ranges" role="group" aria-label="Range">
      {RANGES.map((each) => (
        <Button
          key={each.id}
          size="small"
          variant={each.id === range ? 'primary' : 'outline'}
          aria-pressed={each.id === range}
          onClick={() => showHistoryRange(each.id)}
        >
          {each.label}
        </Button>
      ))}
    </div>
  )
}
