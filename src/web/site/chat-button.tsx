import { chatLink } from '#web/lib/contact.ts';
import { Icon } from './icons.tsx';

/** The main call to action everywhere: opens a WhatsApp chat with the centre, message written. */
export function ChatButton({
  children,
  message,
  outline = false,
}: {
  children: string;
  message?: string;
  outline?: boolean;
}) {
  return (
    <a
      className={outline ? 'button button-outline' : 'button'}
      href={chatLink(message)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Icon name="whatsapp" size={20} />
      {children}
    </a>
  );
}
