import React, { type ReactNode } from 'react';
import UniverseCollectionPage from './_components/UniverseCollectionPage';

export default function UniverseConnectionPooling(): ReactNode {
  return <UniverseCollectionPage id="connection-pooling" />;
}
