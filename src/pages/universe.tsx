import React, { type ReactNode } from 'react';
import UniverseHome from '@site/src/components/UniverseHome';

export default function Universe(): ReactNode {
  return <UniverseHome />;
}
