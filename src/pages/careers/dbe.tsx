import React, { type ReactNode } from 'react';
import JobPosting from '@site/src/components/JobPosting';

export default function SeniorDatabaseEngineerPage(): ReactNode {
  return <JobPosting slug="dbe" />;
}
