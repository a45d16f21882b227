/**
 * A yellow (warning) alert's title in Mantine's light variant is yellow on pale yellow, below the
 * contrast axe asks for: these styles keep the yellow box and write its title dark amber.
 */
export const LEGIBLE = { title: { color: '#6b4500' } } as const;
