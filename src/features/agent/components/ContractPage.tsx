import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import * as z from 'zod/mini';
import { type AgentContract, agentContractSchema, type ContractKind } from '#src/shared/contract/agent';
import { describeError } from '#src/shared/i18n/server-messages';
import { useLoad } from '#src/shared/lib/use-load';
import { useFormats } from '#src/shared/site/use-formats';
import { Button } from '#src/shared/ui/Button';
import { ConfirmDialog } from '#src/shared/ui/ConfirmDialog';
import { EmptyState } from '#src/shared/ui/EmptyState';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { LoadedFromCopyMark } from '#src/shared/ui/OfflineMark';
import page from '#src/shared/ui/Page.module.css';
import { showToast } from '#src/shared/ui/toast-store';
import { answerContract, getContract } from '../api/contracts';
import styles from './ContractPage.module.css';
import { BASIS_LABELS, CONTRACT_STATUS_LABELS, CONTRACT_TITLES, PERIOD_LABELS } from './contract-labels';

/** What the contract read gives: the contract of that kind, or none. */
const CONTRACT_COPY = z.nullable(agentContractSchema);

const STATUS_TONES: Record<AgentContract['status'], string | undefined> = { offered: page.info, accepted: page.success, declined: page.danger };

/**
 * One agent contract page (product rule 2.30): the contract's terms by tier, who offered it and
 * when, its state, and accept or decline while it waits for an answer. Offline it shows the
 * copy kept when it was last read; an answer needs the network (it fails with err_offline).
 */
export function ContractPage({ kind, testId }: { kind: ContractKind; testId: string }) {
  const { _ } = useLingui();
  return (
    <main className={page.screen} data-testid={testId}>
      <h1 className={page.title}>{_(CONTRACT_TITLES[kind])}</h1>
      <Contract kind={kind} />
    </main>
  );
}

function Contract({ kind }: { kind: ContractKind }) {
  const read = useCallback(() => getContract(kind), [kind]);
  const { loaded, retry, set } = useLoad(read, { key: `contract:${kind}`, schema: CONTRACT_COPY });
  if (loaded.state === 'loading') {
    return (
      <p className={page.muted} role="status">
        <Trans id="loading">Loading…</Trans>
      </p>
    );
  }
  if (loaded.state === 'failed') return <LoadFailure message={describeError(loaded.error)} onRetry={retry} />;
  return (
    <>
      <LoadedFromCopyMark loaded={loaded} />
      {loaded.value ? (
        <ContractCard contract={loaded.value} onAnswered={(next) => set(() => next)} onRefused={retry} />
      ) : (
        <EmptyState>
          <Trans id="contract_none">You have no contract of this kind. Your agent can offer you one.</Trans>
        </EmptyState>
      )}
    </>
  );
}

function ContractCard({ contract, onAnswered, onRefused }: { contract: AgentContract; onAnswered: (next: AgentContract) => void; onRefused: () => void }) {
  const { _ } = useLingui();
  const formats = useFormats();
  const money = formats.money;
  const [busy, setBusy] = useState(false);
  // An answer is final: it is asked once more before it is sent.
  const [asking, setAsking] = useState<'accept' | 'decline' | null>(null);
  const offeredBy = contract.offeredBy;
  const offeredAt = formats.instant(contract.offeredAt);
  const decidedAt = contract.decidedAt ? formats.instant(contract.decidedAt) : null;
  const { terms } = contract;

  async function answer(decision: 'accept' | 'decline') {
    setAsking(null);
    if (busy) return;
    setBusy(true);
    try {
      onAnswered(await answerContract(contract.kind, decision));
    } catch (error) {
      showToast(describeError(error), { tone: 'error', ms: 3000 });
      onRefused();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={`${page.card} ${styles.card}`} data-testid="contract" data-status={contract.status}>
      <p className={`${page.badge} ${STATUS_TONES[contract.status]}`} role="status">
        {_(CONTRACT_STATUS_LABELS[contract.status])}
      </p>
      <p className={page.muted}>
        {/* Two whole sentences: "the operator" set into the first reads wrong in PT ("por a operadora"). */}
        {offeredBy ? (
          <Trans id="contract_offered_by">
            Offered by {offeredBy} on {offeredAt}
          </Trans>
        ) : (
          <Trans id="contract_offered_by_operator">Offered by the operator on {offeredAt}</Trans>
        )}
      </p>
      {decidedAt && (
        <p className={page.muted}>
          <Trans id="contract_decided_at">Answered on {decidedAt}</Trans>
        </p>
      )}
      <p className={styles.period}>
        {_(PERIOD_LABELS[terms.period])} · {_(BASIS_LABELS[terms.basis])}
      </p>
      <table className={styles.tiers}>
        <thead>
          <tr>
            <th scope="col">{_(BASIS_LABELS[terms.basis])}</th>
            <th scope="col">{terms.payout === 'percent' ? <Trans id="contract_share">Your share</Trans> : <Trans id="contract_pay">Your pay</Trans>}</th>
          </tr>
        </thead>
        <tbody>
          {terms.tiers.map((tier) => (
            <tr key={tier.threshold} data-testid="contract-tier">
              <td>≥ {money(tier.threshold)}</td>
              <td>{typeof tier.value === 'number' ? formats.percent(tier.value) : money(tier.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {contract.status === 'offered' && (
        <div className={styles.actions}>
          <Button variant="secondary" disabled={busy} onClick={() => setAsking('decline')} data-testid="contract-decline">
            <Trans id="contract_decline">Decline</Trans>
          </Button>
          <Button disabled={busy} onClick={() => setAsking('accept')} data-testid="contract-accept">
            <Trans id="contract_accept">Accept</Trans>
          </Button>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          testId="contract-confirm"
          confirmLabel={asking === 'accept' ? <Trans id="contract_accept">Accept</Trans> : <Trans id="contract_decline">Decline</Trans>}
          confirmVariant={asking === 'accept' ? 'primary' : 'secondary'}
          onConfirm={() => void answer(asking)}
          onCancel={() => setAsking(null)}
        >
          {asking === 'accept' ? (
            <Trans id="contract_confirm_accept">Accept this contract? Your answer cannot be changed.</Trans>
          ) : (
            <Trans id="contract_confirm_decline">Decline this contract? Your answer cannot be changed.</Trans>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
