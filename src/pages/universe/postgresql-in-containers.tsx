import React, { type ReactNode } from 'react';
import UniverseCollectionPage from './_components/UniverseCollectionPage';

export default function UniversePostgresqlInContainers(): ReactNode {
  return <UniverseCollectionPage id="postgresql-in-containers" />;
}
