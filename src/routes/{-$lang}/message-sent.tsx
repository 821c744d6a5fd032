import { createFileRoute } from '@tanstack/react-router';
import { MESSAGE_SENT } from '../../content/pages.ts';
import { routeHead } from '../../lib/language.ts';
import { MessageSentPage } from '../../features/contact/MessageSentPage.tsx';

export const Route = createFileRoute('/{-$lang}/message-sent')({
  head: routeHead(MESSAGE_SENT),
  component: MessageSentPage,
});
