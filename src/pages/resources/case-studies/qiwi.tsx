import React, { type ReactNode } from 'react';
import CaseStudyPage from '@site/src/components/CaseStudyPage';

export default function QiwiCaseStudy(): ReactNode {
  return <CaseStudyPage slug="qiwi" />;
}
