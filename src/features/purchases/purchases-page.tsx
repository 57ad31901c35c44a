import { useState, type ReactNode } from 'react'
import { Button } from '../../components/button/button.tsx'
import { Card } from '../../components/card/card.tsx'
import { Placeholder } from '../../components/placeholder/placeholder.tsx'
import { marketplaceNotice, NO_MARKETPLACE_TITLE } from '../../stores/node/marketplace-gate.ts'
import { useNodeStore } from '../../stores/react.ts'
import type { StorageRequestCreated } from '../../stores/node/storage-request-wizard.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { PurchasesTable } from './purchases-table.tsx'
import { StorageRequestWizard } from './storage-request-wizard.tsx'
import css from './purchases.css?inline'

export interface PurchasesPageProps {
  /** The upload offered in the wizard's first step (from the shell). */
  upload?: ReactNode
  onStorageRequestCreated?: (detail: StorageRequestCreated) => void
}

/**
 * The Purchases page: the Storage Request button with its wizard, and every purchase; on a node
 * without a marketplace, what the node is instead.
 */
export function PurchasesPage({ upload, onStorageRequestCreated }: PurchasesPageProps) {
  const [wizardOpen, setWizardOpen] = useState(false)
  const notice = useNodeStore(marketplaceNotice)
  if (notice) {
    return (
      <div className="purchases" part="base">
        <StyleSheet name="purchases" css={css} />
        <Card title="Purchases" className="purchases__card">
          <Placeholder title={NO_MARKETPLACE_TITLE} message={notice} />
        </Card>
      </div>
    )
  }
  return (
    <div className="purchases" part="base">
      <StyleSheet name="purchases" css={css} />
      <Card
        title="Purchases"
        className="purchases__card"
        actions={
          <Button variant="outline" icon="plus" onClick={() => setWizardOpen(true)}>
            Storage Request
          </Button>
        }
      >
        <PurchasesTable />
      </Card>
      <StorageRequestWizard
        open={wizardOpen}
        upload={upload}
        onClose={() => setWizardOpen(false)}
        onStorageRequestCreated={onStorageRequestCreated}
      />
    </div>
  )
}
