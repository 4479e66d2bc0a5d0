import React, { type ReactNode } from 'react';
import JobPosting from '@site/src/components/JobPosting';

export default function SeniorGoEngineerPage(): ReactNode {
  return <JobPosting slug="godeveloper" />;
}
