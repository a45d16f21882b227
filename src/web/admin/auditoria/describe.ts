/** How an audit entry's before and after read in one line: what changed, or what was there. */

const HIDDEN = new Set(['id', 'createdAt', 'updatedAt']);

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function fields(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function describeChange(before: unknown, after: unknown): string {
  const b = fields(before);
  const a = fields(after);
  if (before != null && after != null) {
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !HIDDEN.has(k));
    const changed = keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]));
    if (changed.length === 0) return 'Sin cambios.';
    return changed.map((k) => `${k}: ${show(b[k])} → ${show(a[k])}`).join('; ');
  }
  const only = after != null ? a : b;
  return Object.entries(only)
    .filter(([k]) => !HIDDEN.has(k))
    .map(([k, v]) => `${k}: ${show(v)}`)
    .join('; ');
}
