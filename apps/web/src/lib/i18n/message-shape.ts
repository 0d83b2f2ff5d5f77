import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The placeholders a message uses (`{count}`, `{name, select, …}`), sorted: two translations must agree on them.
 * A compiled message is a string or a list of parts; a part is text or a placeholder `[name, format?, branches?]`,
 * each branch a message again.
 */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walkMessage = (compiled: unknown): void => {
    if (!Array.isArray(compiled)) return;
    for (const part of compiled) {
      if (!Array.isArray(part)) continue;
      const [name, , branches] = part as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(name);
      if (branches && typeof branches === 'object')
        for (const branch of Object.values(branches as Record<string, unknown>)) walkMessage(branch);
    }
  };
  walkMessage(compileMessage(message));
  return [...names].sort();
}
