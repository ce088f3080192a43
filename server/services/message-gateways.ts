import type { Db } from '../db/database';

/** One outgoing message. `code` is the one-time code it carries (kept by the outbox for tests). */
export type OutgoingMessage = { to: string; body: string; code: string };

/** Sends an SMS; `to` is the dialing code followed by the number, e.g. "639171234567". */
export interface SmsGateway {
  send(message: OutgoingMessage): Promise<void>;
}

/** Sends an e-mail to an address. */
export interface EmailGateway {
  send(message: OutgoingMessage & { subject: string }): Promise<void>;
}

export type LogLine = (line: string) => void;

/**
 * Whether a message's words (its code) reach the log: the demo's developer reads them there.
 * Production logs neither the words nor the whole recipient, a player's number or address
 * (maskRecipient): enough to tell two messages apart.
 */
export type OutboxLogging = 'words' | 'recipient only';

/** "8613800000001" as "86*********01", "ana@example.com" as "a***@example.com". */
function maskRecipient(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to.slice(0, 1)}***${to.slice(at)}`;
  return to.length > 4 ? `${to.slice(0, 2)}${'*'.repeat(to.length - 4)}${to.slice(-2)}` : '****';
}

const consoleLog: LogLine = (line) => console.log(line);

/**
 * The reference server has no SMS provider: the message goes to the outbox table (read by the
 * test control and by a developer, or by an operator's relay to a provider, README: Operating)
 * and one line to the server log.
 */
export function createOutboxSmsGateway(db: Db, log: LogLine = consoleLog, logging: OutboxLogging = 'words'): SmsGateway {
  return {
    async send(message) {
      await db
        .insertInto('outbox')
        .values({ channel: 'sms', recipient: message.to, body: message.body, code: message.code, created_at: new Date().toISOString() })
        .execute();
      log(logging === 'words' ? `[outbox] sms to ${message.to}: ${message.body}` : `[outbox] sms to ${maskRecipient(message.to)}`);
    },
  };
}

/** Like the SMS outbox: the e-mail (subject and text) lands in the outbox table and the log. */
export function createOutboxEmailGateway(db: Db, log: LogLine = consoleLog, logging: OutboxLogging = 'words'): EmailGateway {
  return {
    async send(message) {
      const body = `${message.subject}\n\n${message.body}`;
      await db
        .insertInto('outbox')
        .values({ channel: 'email', recipient: message.to, body, code: message.code, created_at: new Date().toISOString() })
        .execute();
      log(logging === 'words' ? `[outbox] email to ${message.to}: ${message.subject}` : `[outbox] email to ${maskRecipient(message.to)}`);
    },
  };
}
