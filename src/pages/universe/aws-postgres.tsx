import React, { type ReactNode } from 'react';
import UniverseCollectionPage from '@site/src/components/UniverseCollectionPage';

export default function UniverseAwsPostgres(): ReactNode {
  return <UniverseCollectionPage id="aws-postgres" />;
}
