import { outboxRequestSchema, outboxResponseSchema } from './account';
import { agentContractSchema, offerContractRequestSchema } from './agent';
import { grantPointsRequestSchema, grantPointsResponseSchema } from './mall';
import { operatorChatMessageRequestSchema, operatorChatMessageResponseSchema } from './messages';
import { claimableRewardSchema, decideApplicationRequestSchema, grantRewardRequestSchema, rewardApplicationSchema } from './promotions';
import type { RouteDef } from './routes';
import { setSystemStatusRequestSchema, systemStatusSchema } from './system';
import { decideOrderRequestSchema, depositOrderSchema, withdrawalOrderSchema } from './wallet';

/**
 * The calls that stand in for an operator and a phone in tests (a deposit decided, a code read
 * from the outbox, maintenance switched on): served only with ENABLE_TEST_CONTROLS, by one router
 * (server/routes/test-controls.ts), and imported by the server and the tests alone, so the app's
 * bundle holds none of them (a build test checks).
 */
export const testControlRoutes = {
  outbox: { method: 'GET', path: '/api/test-controls/outbox', moduleId: 'COMM3', request: outboxRequestSchema, response: outboxResponseSchema },
  grantPoints: {
    method: 'POST',
    path: '/api/test-controls/points/grant',
    moduleId: 'COMM3',
    request: grantPointsRequestSchema,
    response: grantPointsResponseSchema,
  },
  offerContract: {
    method: 'POST',
    path: '/api/test-controls/contracts/offer',
    moduleId: 'COMM3',
    request: offerContractRequestSchema,
    response: agentContractSchema,
  },
  decideApplication: {
    method: 'POST',
    path: '/api/test-controls/reward-applications/decide',
    moduleId: 'COMM3',
    request: decideApplicationRequestSchema,
    response: rewardApplicationSchema,
  },
  grantReward: {
    method: 'POST',
    path: '/api/test-controls/rewards/grant',
    moduleId: 'COMM3',
    request: grantRewardRequestSchema,
    response: claimableRewardSchema,
  },
  operatorChatMessage: {
    method: 'POST',
    path: '/api/test-controls/chat/operator-message',
    moduleId: 'CBS3',
    request: operatorChatMessageRequestSchema,
    response: operatorChatMessageResponseSchema,
  },
  decideDeposit: {
    method: 'POST',
    path: '/api/test-controls/deposits/decide',
    moduleId: 'FUNDTRANS3',
    request: decideOrderRequestSchema,
    response: depositOrderSchema,
  },
  decideWithdrawal: {
    method: 'POST',
    path: '/api/test-controls/withdrawals/decide',
    moduleId: 'FUNDTRANS3',
    request: decideOrderRequestSchema,
    response: withdrawalOrderSchema,
  },
  setSystemStatus: {
    method: 'POST',
    path: '/api/test-controls/system-status',
    moduleId: 'COMM3',
    request: setSystemStatusRequestSchema,
    response: systemStatusSchema,
  },
} as const satisfies Record<string, RouteDef>;

export type TestControlRoutes = typeof testControlRoutes;
export type TestControlName = keyof TestControlRoutes;
