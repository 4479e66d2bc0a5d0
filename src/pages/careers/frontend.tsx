import React, { type ReactNode } from 'react';
import JobPosting from '@site/src/components/JobPosting';

export default function SeniorFrontendEngineerPage(): ReactNode {
  return <JobPosting slug="frontend" />;
}
