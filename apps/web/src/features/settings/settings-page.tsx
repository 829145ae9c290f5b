import { notifySuccess } from '../../components/form/notify';
import { BackupsSection } from './backups-section';
import { BooksStartSection } from './books-start-section';
import { EDocumentSettingsSection } from './e-document-settings-section';
import { EmailSettingsSection } from './email-settings-section';
import { GstRegistrationsSection } from './gst-registrations-section';
import { SettingsImagesSection } from './settings-images-section';
import { settingsLoadState } from './settings-load-state';
import { ShopDetailsForm } from './shop-details-form';
import { useSettingsForm } from './use-settings-form';

/** The seller's details printed on invoices, purchases and vouchers (docs/product.md, Settings). */
export function SettingsPage() {
  const details = useSettingsForm({
    failureTitle: 'Failed to save settings.',
    onSaved: () => notifySuccess('Settings saved successfully!'),
    versioned: true,
  });
  const notReady = settingsLoadState(details.settings);
  if (notReady) return notReady;
  return (
    <>
      <ShopDetailsForm details={details} submitLabel="Save" style={{ maxWidth: 900 }} />
      <GstRegistrationsSection />
      <BooksStartSection />
      <SettingsImagesSection />
      <EmailSettingsSection />
      <EDocumentSettingsSection />
      <BackupsSection />
    </>
  );
}
