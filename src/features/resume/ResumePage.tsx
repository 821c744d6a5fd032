import { useId, type ReactNode } from 'react';
import { profile } from '../../content/profile';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { education, experience } from '../../content/resume';
import { resumeTabs, type ResumeTabKey } from './resume-tabs';
import { useTabs } from './useTabs';
import { EntryList } from './EntryList';
import { SkillList } from './SkillList';
import { AboutMe } from './AboutMe';
import './resume.css';

const tabKeys = resumeTabs.map((tab) => tab.key);

const panels: Record<ResumeTabKey, { title: string; content: () => ReactNode }> = {
  experience: { title: 'Mon expérience', content: () => <EntryList entries={experience} /> },
  education: { title: 'Ma formation', content: () => <EntryList entries={education} /> },
  skill: { title: 'Mes compétences', content: () => <SkillList /> },
  about: { title: 'Sur moi', content: () => <AboutMe /> },
};

export function ResumePage() {
  const { selected, setSelected, onKeyDown, register } = useTabs(tabKeys, 'experience');
  const baseId = useId();
  const tabId = (key: ResumeTabKey) => `${baseId}-tab-${key}`;
  const panelId = (key: ResumeTabKey) => `${baseId}-panel-${key}`;
  const panel = panels[selected];
  // resume.css lays the tabs out in a row from this width down, else in a column.
  const inRow = useMediaQuery('(max-width: 1024px)');

  return (
    <div className="page resume">
      <div className="resume__intro">
        <h1 className="page-title" tabIndex={-1}>
          Pourquoi me <span className="accent">recruter?</span>
        </h1>
        <p className="resume__motivation">{profile.motivation}</p>
        <div
          className="resume__tabs"
          role="tablist"
          aria-label="Sections du parcours"
          aria-orientation={inRow ? 'horizontal' : 'vertical'}
        >
          {resumeTabs.map((tab) => (
            <button
              key={tab.key}
              ref={register(tab.key)}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              lang={'lang' in tab ? tab.lang : undefined}
              aria-selected={selected === tab.key}
              // Only the selected tab's panel is in the page.
              aria-controls={selected === tab.key ? panelId(tab.key) : undefined}
              tabIndex={selected === tab.key ? 0 : -1}
              className="resume__tab"
              onClick={() => setSelected(tab.key)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      <section
        key={selected}
        className="resume__panel"
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
      >
        <h2 className="resume__panel-title">{panel.title}</h2>
        {panel.content()}
      </section>
    </div>
  );
}
