import { createTheme, type MantineColorsTuple } from '@mantine/core';

const rosa: MantineColorsTuple = [
  '#fcf1f3',
  '#f3e0e3',
  '#e6bdc5',
  '#d998a5',
  '#ce7889',
  '#c66678',
  '#c35b6f',
  '#ab4b5e',
  '#8c4a57',
  '#6f3441',
];

export const adminTheme = createTheme({
  primaryColor: 'rosa',
  primaryShade: 8,
  colors: { rosa },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: {
    fontFamily: "'Cormorant Garamond', 'Iowan Old Style', Georgia, serif",
    fontWeight: '600',
  },
  defaultRadius: 'md',
  components: {
    // Close buttons are icons: give them a name for screen readers.
    CloseButton: { defaultProps: { 'aria-label': 'Cerrar' } },
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } },
      styles: {
        title: {
          fontFamily: "'Cormorant Garamond', 'Iowan Old Style', Georgia, serif",
          fontSize: 'var(--mantine-font-size-xl)',
          fontWeight: 600,
        },
      },
    },
    // Under a title Mantine writes the message in gray-6, 3.3:1 on white (WCAG AA needs 4.5:1).
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
  cursorType: 'pointer',
});
