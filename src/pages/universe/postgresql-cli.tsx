import React, { type ReactNode } from 'react';
import UniverseCollectionPage from '@site/src/components/UniverseCollectionPage';

export default function UniversePostgresqlCli(): ReactNode {
  return <UniverseCollectionPage id="postgresql-cli" />;
}
