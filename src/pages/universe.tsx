import React, { type ReactNode } from 'react';
import UniverseHome from './universe/_components/UniverseHome';

export default function Universe(): ReactNode {
  return <UniverseHome />;
}
