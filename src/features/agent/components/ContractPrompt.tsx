import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { ContractKind } from '#src/shared/contract/agent';
import { sessionStore } from '#src/shared/session/session-store';
import { siteStore } from '#src/shared/site/site-store';
import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { readText, writeText } from '#src/shared/storage/web-storage';
import { Button } from '#src/shared/ui/Button';
import { Modal } from '#src/shared/ui/Modal';
import { getContractRequests } from '../api/contracts';
import { CONTRACT_PATHS, contractPrompts } from '../lib/contract-prompts';
import { CONTRACT_PROMPTS } from './contract-labels';

/**
 * After login (once per session in a tab), asks the contract requests and prompts for each
 * contract waiting for the member's answer, with Cancel and Go (product rules 6.10 and 8.11): only
 * for non-agent members, by the site's reading of who is an agent.
 */
export function ContractPrompt() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { info } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  const [queue, setQueue] = useState<ContractKind[]>([]);
  const token = info?.token ?? null;
  const type = info?.type;
  const reading = config?.info.agentTypeReading ?? 'narrow';

  useEffect(() => {
    if (!token || !config || readText(STORAGE_KEYS.contractPrompted, 'session') === token) return;
    // Agents (by the site's reading) and trial accounts are never prompted: no call for them.
    if (contractPrompts(type, reading, { dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 1 }).length === 0) return;
    let live = true;
    getContractRequests()
      .then((requests) => {
        if (!live) return;
        writeText(STORAGE_KEYS.contractPrompted, token, 'session');
        setQueue(contractPrompts(type, reading, requests));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [token, type, reading, config]);

  const kind = queue[0];
  if (!kind || !token) return null;
  const next = () => setQueue((q) => q.slice(1));
  return (
    <Modal
      testId="contract-prompt"
      title={<Trans id="in_popup_prompt">Prompt</Trans>}
      onClose={next}
      actions={
        <>
          <Button variant="secondary" onClick={next} data-testid="contract-prompt-cancel">
            <Trans id="cancel">Cancel</Trans>
          </Button>
          <Button
            onClick={() => {
              setQueue([]);
              navigate(CONTRACT_PATHS[kind]);
            }}
            data-testid="contract-prompt-go"
          >
            <Trans id="contract_go">Go</Trans>
          </Button>
        </>
      }
    >
      <p>{_(CONTRACT_PROMPTS[kind])}</p>
    </Modal>
  );
}
