import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ContractKind } from '#src/shared/contract/agent';
import { TRIAL_TYPE } from '#src/shared/contract/platform';
import { sessionStore } from '#src/shared/session/session-store';
import { getContractRequests } from './api/contracts';
import { waitingContracts } from './lib/contract-prompts';

/**
 * The contracts waiting for the signed-in member's answer, for the member centre's entries. The
 * prompt after login asks non-agent members only (product rule 6.10); an agent's offers, and an offer
 * put off with Cancel, are reached from here. Trial accounts have none (free_reject): no call.
 */
export function useWaitingContracts(): ContractKind[] {
  const { info } = useSnapshot(sessionStore);
  const token = info?.token;
  const trial = info?.type === TRIAL_TYPE;
  const [kinds, setKinds] = useState<ContractKind[]>([]);
  useEffect(() => {
    setKinds([]);
    if (!token || trial) return;
    let live = true;
    getContractRequests()
      .then((requests) => live && setKinds(waitingContracts(requests)))
      // Without the answer the centre shows its other entries; the contract pages stay a link away.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [token, trial]);
  return kinds;
}
