import { describe, expect, it } from 'vitest';
import { prdSchema } from './model.js';
import { parseMarkdown } from './parse.js';

/** PRDs from other tools and languages: German with a metadata table, a ChatPRD-style outline, a Word export without heading styles. */

const GERMAN = `
# Produktanforderungsdokument: LagerPilot

| Feld | Wert |
|---|---|
| Status | Entwurf |
| Autor | Jonas Weber |
| Datum | 12.03.2026 |

## Zusammenfassung

LagerPilot hilft kleinen Lagern, Bestände in Echtzeit zu verfolgen.

## Problemstellung

Die Inventur dauert heute zwei Tage und ist fehleranfällig.

## Ziele

- Inventurzeit um 80 % senken
- Fehlbestände unter 1 % halten

## Nicht-Ziele

- Keine Buchhaltung

## Funktionale Anforderungen

| ID | Anforderung | Priorität |
|----|-------------|-----------|
| FA-1 | Barcodes mit dem Handy scannen | Muss |
| FA-2 | Bestände pro Regal anzeigen | Soll |

## Nicht-funktionale Anforderungen

- Die App reagiert in unter 300 ms.
- DSGVO-konform, Daten in der EU.

## Meilensteine

1. Prototyp – April 2026
2. Pilot mit 3 Lagern – Juni 2026

## Risiken

- Schlechtes WLAN in Lagerhallen

## Offene Fragen

- Welche Scanner unterstützen wir?
`;

const CHATPRD = `
# PRD: TeamPulse

## 📋 Overview
TeamPulse is a lightweight weekly check-in tool for remote teams.

## 🎯 Objectives
* Increase weekly check-in completion to **85%**
* Reduce manager 1:1 prep time by 30 minutes per week

## 👥 Target Users
1. **Team members** – fill in a 2-minute check-in
2. **Managers** – review trends

## ✨ Features

### Must Have
- [ ] Weekly check-in form with 5 questions
- [ ] Slack reminders on Friday at 3pm

### Should Have
- [ ] Trend dashboard for managers

### Won't Have (this release)
- Mobile app

## User Stories
- As a team member, I want to submit my check-in from Slack so that I don't switch tools.
- As a manager, I want to see mood trends so that I can spot burnout early.

## 📊 Success Metrics
| Metric | Target |
|--------|--------|
| Check-in completion | 85% |
| Time to complete | < 2 min |

## 🗓️ Timeline
- **Week 1-2:** Design
- **Week 3-6:** Build MVP
- **Week 7:** Beta with 3 teams

## ⚠️ Risks & Mitigations
| Risk | Impact | Mitigation |
|------|--------|------------|
| Low adoption | High | Slack-first UX |

## ❓ Open Questions
- Should check-ins be anonymous?
`;

const WORD = `
**Acme Field Service – Product Requirements Document**

**Version:** 1.2
**Date:** March 5, 2026

**1. Introduction**

Acme Field Service lets technicians close work orders on site.

**2. Goals**

-   Close 90% of work orders on the first visit.

**3. Requirements**

+------+-------------------------------------+----------+
| ID   | Requirement                         | Priority |
+======+=====================================+==========+
| FR-1 | Technicians see today's jobs        | High     |
+------+-------------------------------------+----------+
| FR-2 | Capture a customer signature        | Medium   |
+------+-------------------------------------+----------+

**4. Assumptions**

-   Technicians have a phone with a camera.

**5. Glossary**

Work order: a job.
`;

describe('parseMarkdown: a German PRD with a metadata table', () => {
  const prd = prdSchema.parse(parseMarkdown(GERMAN));
  it('reads metadata, language and sections by their German names', () => {
    expect(prd).toMatchObject({
      product: 'LagerPilot',
      status: 'draft',
      language: 'de',
      date: '2026-03-12',
    });
    expect(prd.summary).toContain('Bestände in Echtzeit');
    expect(prd.problem).toContain('Inventur dauert');
    expect(prd.goals.map((g) => g.target)).toEqual([
      { value: 80, unit: '%' },
      { value: 1, unit: '%' },
    ]);
    expect(prd.nonGoals).toHaveLength(1);
    expect(prd.nfrs).toHaveLength(2);
    expect(prd.milestones).toHaveLength(2);
    expect(prd.risks).toHaveLength(1);
    expect(prd.openQuestions).toHaveLength(1);
  });
  it('keeps the ids of an ID column and reads German priorities', () => {
    expect(prd.requirements.map((r) => [r.id, r.text, r.priority])).toEqual([
      ['FA-1', 'Barcodes mit dem Handy scannen', 'P0'],
      ['FA-2', 'Bestände pro Regal anzeigen', 'P1'],
    ]);
  });
});

describe('parseMarkdown: a ChatPRD-style outline', () => {
  const prd = prdSchema.parse(parseMarkdown(CHATPRD));
  it('reads emoji headings, MoSCoW groups, checkboxes and user stories', () => {
    expect(prd.product).toBe('TeamPulse');
    expect(prd.requirements.map((r) => [r.title, r.priority])).toEqual([
      ['Weekly check-in form with 5 questions', 'P0'],
      ['Slack reminders on Friday at 3pm', 'P0'],
      ['Trend dashboard for managers', 'P1'],
      ['Submit my check-in from Slack', null],
      ['See mood trends', null],
    ]);
    expect(prd.nonGoals.map((n) => n.text)).toEqual(['Mobile app']);
  });
  it('reads targets from goals and from a metrics table, not from times or ratios', () => {
    expect(prd.goals.map((g) => g.target)).toEqual([
      { value: 85, unit: '%' },
      { value: 30, unit: 'minutes' },
    ]);
    expect(prd.metrics.map((m) => [m.text, m.target])).toEqual([
      ['Check-in completion; Target: 85%', { value: 85, unit: '%' }],
      ['Time to complete; Target: < 2 min', { value: 2, unit: 'min' }],
    ]);
  });
  it('keeps the other columns of a risk table in the risk', () => {
    expect(prd.risks.map((r) => r.text)).toEqual([
      'Low adoption; Impact: High; Mitigation: Slack-first UX',
    ]);
    expect(prd.milestones.map((m) => m.text)).toEqual([
      'Week 1-2: Design',
      'Week 3-6: Build MVP',
      'Week 7: Beta with 3 teams',
    ]);
  });
});

describe('parseMarkdown: a Word export without heading styles', () => {
  const prd = prdSchema.parse(parseMarkdown(WORD));
  it('takes the bold first line as the title and numbered bold lines as sections', () => {
    expect(prd.title).toBe('Acme Field Service – Product Requirements Document');
    expect(prd.product).toBe('Acme Field Service');
    expect(prd.date).toBe('2026-03-05');
    expect(prd.summary).toBe('Acme Field Service lets technicians close work orders on site.');
    expect(prd.goals.map((g) => g.text)).toEqual(['Close 90% of work orders on the first visit.']);
  });
  it('reads a grid table with its header', () => {
    expect(prd.requirements.map((r) => [r.id, r.text, r.priority])).toEqual([
      ['FR-1', "Technicians see today's jobs", 'P0'],
      ['FR-2', 'Capture a customer signature', 'P1'],
    ]);
  });
  it('reads assumptions as assumed items and keeps unknown sections', () => {
    expect(prd.openQuestions.map((q) => [q.text, q.basis])).toEqual([
      ['Technicians have a phone with a camera.', 'assumed'],
    ]);
    expect(prd.extra).toEqual([{ id: 'X-1', heading: '5. Glossary', body: 'Work order: a job.' }]);
  });
});
