import React, { type ReactNode } from 'react';
import JobPosting from '@site/src/components/JobPosting';

export default function SeniorFullStackDeveloperPage(): ReactNode {
  return <JobPosting slug="fullstack" />;
}
