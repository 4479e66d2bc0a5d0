import React, { type ReactNode } from 'react';
import UniverseCollectionPage from './_components/UniverseCollectionPage';

export default function UniversePostgresqlCli(): ReactNode {
  return <UniverseCollectionPage id="postgresql-cli" />;
}
