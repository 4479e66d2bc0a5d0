import React, { type ReactNode } from 'react';
import CaseStudyPage from '@site/src/components/CaseStudyPage';

export default function GitlabCaseStudy(): ReactNode {
  return <CaseStudyPage slug="gitlab" />;
}
