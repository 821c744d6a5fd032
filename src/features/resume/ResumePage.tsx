import { useId, type ReactNode } from 'react';
import { profile } from '../../content/profile.ts';
import type { Lang } from '../../content/languages.ts';
import { useTexts } from '../../lib/language.ts';
import { AccentText } from '../../ui/AccentText.tsx';
import { education, experience } from '../../content/resume.ts';
import { shownResumeTabs, type ResumeTabKey } from './resume-tabs.ts';
import { useTabs } from './useTabs.ts';
import { EntryList } from './EntryList.tsx';
import { SkillList } from './SkillList.tsx';
import { AboutMe } from './AboutMe.tsx';
import type { SkillIcons } from '../../ui/skill-icons.tsx';
import './resume.css';

const panels: Record<ResumeTabKey, (lang: Lang, skillIcons: SkillIcons) => ReactNode> = {
  experience: (lang) => <EntryList entries={experience} lang={lang} />,
  education: (lang) => <EntryList entries={education} lang={lang} />,
  skill: (lang, skillIcons) => <SkillList lang={lang} icons={skillIcons} />,
  about: (lang) => <AboutMe lang={lang} />,
};

/** `skillIcons`: the skills tab's icons (src/ui/skill-icons.tsx), which the route loads apart. */
export function ResumePage({ skillIcons }: { skillIcons: SkillIcons }) {
  const { lang, texts } = useTexts();
  const { selected, chosen, setSelected, onKeyDown, register } = useTabs(shownResumeTabs, shownResumeTabs[0]!);
  const baseId = useId();
  const tabId = (key: ResumeTabKey) => `${baseId}-tab-${key}`;
  const panelId = (key: ResumeTabKey) => `${baseId}-panel-${key}`;

  return (
    <div className="page page--columns resume">
      <div className="resume__intro">
        <h1 className="page-title" tabIndex={-1}>
          <AccentText title={texts.resume.title} />
        </h1>
        <p className="resume__motivation">{profile.motivation[lang]}</p>
        <div
          className="resume__tabs"
          role="tablist"
          aria-label={texts.resume.tabList}
          // In rows at every width (resume.css): a row from 48em, two by two on a phone.
          aria-orientation="horizontal"
        >
          {shownResumeTabs.map((key) => (
            <button
              key={key}
              ref={register(key)}
              type="button"
              role="tab"
              id={tabId(key)}
              lang={texts.resume.tabs[key].lang}
              aria-selected={selected === key}
              // Only the selected tab's panel is in the page.
              aria-controls={selected === key ? panelId(key) : undefined}
              tabIndex={selected === key ? 0 : -1}
              className="resume__tab"
              onClick={() => setSelected(key)}
              onKeyDown={onKeyDown}
            >
              {texts.resume.tabs[key].text}
            </button>
          ))}
        </div>
      </div>
      <section
        key={selected}
        // The panel of the page as it loads shows at once; the ones the visitor picks fade in.
        className={chosen ? 'resume__panel resume__panel--fade-in' : 'resume__panel'}
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
      >
        <h2 className="resume__panel-title">{texts.resume.panels[selected]}</h2>
        {panels[selected](lang, skillIcons)}
      </section>
    </div>
  );
}
