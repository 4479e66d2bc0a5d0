import React, { type ReactNode } from 'react';
import UniverseCollectionPage from './_components/UniverseCollectionPage';

export default function UniverseSqlQueryMicroOptimization(): ReactNode {
  return <UniverseCollectionPage id="sql-query-micro-optimization" />;
}
