import pino, { type DestinationStream, type Logger } from 'pino';
import type { ServerConfig } from './config';

export type { Logger };

/**
 * The server's logger: JSON lines on stdout (one per request, server/http/access-log.ts), at
 * LOG_LEVEL; LOG_FORMAT=pretty reads them out for a developer's terminal (pino-pretty, a
 * development dependency). Lines never carry a token, a password, a code or a body.
 */
export function createLogger(settings: Pick<ServerConfig, 'LOG_LEVEL' | 'LOG_FORMAT'>, destination?: DestinationStream): Logger {
  if (destination) return pino({ level: settings.LOG_LEVEL }, destination);
  if (settings.LOG_FORMAT === 'pretty') return pino({ level: settings.LOG_LEVEL, transport: { target: 'pino-pretty' } });
  // Written as they come: a line of a request just before a crash or a stop is not lost in a buffer.
  return pino({ level: settings.LOG_LEVEL }, pino.destination({ dest: 1, sync: true }));
}

/**
 * An app's log when none is given (the tests' servers): errors only, through console.error,
 * which the unit tests' setup turns into a failure.
 */
export const errorsToConsole: Logger = pino({ level: 'error' }, { write: (line: string) => console.error(line) });
