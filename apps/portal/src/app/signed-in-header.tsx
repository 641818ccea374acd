import { CareSwitch } from '../features/sharing/components/care-switch';
import { DataConfig } from './data-layout';
import { AccountMenu } from './navigation/account-menu';

/** The header's end inside the signed-in frame: [SHARE-2] whose records are read, and the account menu. */
export function SignedInHeader() {
  return (
    <DataConfig>
      <CareSwitch />
      <AccountMenu />
    </DataConfig>
  );
}
