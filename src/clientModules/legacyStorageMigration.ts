// Runs once when the app loads, before the theme reads the announcement bar state.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { getLocalStorage } from '../storage/browserStorage';
import { migrateLegacyStorage } from '../storage/legacyStorageMigration';

if (ExecutionEnvironment.canUseDOM) {
  migrateLegacyStorage(getLocalStorage());
}
