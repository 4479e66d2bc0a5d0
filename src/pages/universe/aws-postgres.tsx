import React, { type ReactNode } from 'react';
import UniverseCollectionPage from './_components/UniverseCollectionPage';

export default function UniverseAwsPostgres(): ReactNode {
  return <UniverseCollectionPage id="aws-postgres" />;
}
