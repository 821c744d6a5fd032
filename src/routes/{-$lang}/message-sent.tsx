import { createFileRoute } from '@tanstack/react-router';
import { MESSAGE_SENT } from '../../content/pages';
import { pageHead } from '../../lib/language';
import { MessageSentPage } from '../../features/contact/MessageSentPage';

export const Route = createFileRoute('/{-$lang}/message-sent')({
  head: pageHead(MESSAGE_SENT),
  component: MessageSentPage,
});
