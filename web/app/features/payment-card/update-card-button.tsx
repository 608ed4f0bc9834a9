import { HostedPageButton } from '../../components/navigation/hosted-page-button';
import { startCardUpdate } from './card-update-requests';

/** Opens a card update for the owner's payment customer: the provider's page that takes the new card. */
export function UpdateCardButton({ customerId }: { customerId: string }) {
  return (
    <HostedPageButton
      open={async () => (await startCardUpdate(customerId)).url}
      label="Update card"
      busyLabel="Opening the card page…"
      variant="secondary"
      className="update-card"
    />
  );
}
