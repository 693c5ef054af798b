/**
 * Writes src/routeFacts.gen.ts from the route files' staticData (scripts/lib/route-facts.ts), as
 * `vite build` and `vite` do: for a new or changed route without running either.
 *
 * Usage: tsx scripts/route-facts.ts
 */
import { writeRouteFacts } from './lib/route-facts.ts';

process.stdout.write(writeRouteFacts() ? 'src/routeFacts.gen.ts written\n' : 'src/routeFacts.gen.ts up to date\n');
