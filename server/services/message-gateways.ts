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

/** Whether a message's words (its code) reach the log: the demo's developer reads them there; production never logs them. */
export type OutboxLogging = 'words' | 'recipient only';

const consoleLog: LogLine = (line) => console.log(line);

/**
 * The reference server has no SMS provider: the message goes to the outbox table (read by the
 * test control and by a developer, or by an operator's gateway) and one line to the server log.
 */
export function createOutboxSmsGateway(db: Db, log: LogLine = consoleLog, logging: OutboxLogging = 'words'): SmsGateway {
  return {
    async send(message) {
      await db
        .insertInto('outbox')
        .values({ channel: 'sms', recipient: message.to, body: message.body, code: message.code, created_at: new Date().toISOString() })
        .execute();
      log(logging === 'words' ? `[outbox] sms to ${message.to}: ${message.body}` : `[outbox] sms to ${message.to}`);
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
      log(logging === 'words' ? `[outbox] email to ${message.to}: ${message.subject}` : `[outbox] email to ${message.to}`);
    },
  };
}
