// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include <QDir>
#include <QDomDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace docmodel::test;

// Runs lupdate over the sources against a copy of the committed .ts file: a
// string in the code without a German translation shows up as "unfinished",
// a translation whose string left the code as "vanished" or "obsolete".
class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void germanIsComplete()
    {
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("docmodeler_de.ts"));
        QVERIFY(
            writeFile(copy, readFile(sourcePath(QStringLiteral("translations/docmodeler_de.ts")))));

        QProcess lupdate;
        lupdate.setWorkingDirectory(sourcePath(QString()));
        lupdate.start(QStringLiteral(DOCMODELER_LUPDATE),
            { QStringLiteral("-extensions"), QStringLiteral("cpp,h"), QStringLiteral("-locations"),
                QStringLiteral("none"), QStringLiteral("model"), QStringLiteral("diagram"),
                QStringLiteral("widgets"), QStringLiteral("app"), QStringLiteral("translations"),
                QStringLiteral("-ts"), copy });
        QVERIFY(lupdate.waitForFinished(120000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

        QDomDocument ts;
        QVERIFY(ts.setContent(readFile(copy)));
        QStringList unfinished;
        QStringList stale;
        QStringList misplaced;
        int messages = 0;
        const QDomNodeList contexts = ts.elementsByTagName(QStringLiteral("context"));
        for (int c = 0; c < contexts.size(); ++c) {
            const QDomElement context = contexts.at(c).toElement();
            const QString contextName = context.firstChildElement(QStringLiteral("name")).text();
            // A namespace as context (docmodel, docmodel::cli) means a tr()
            // lupdate could not tie to the class whose context the code
            // looks it up in: those strings would never show translated.
            const QString last = contextName.section(QStringLiteral("::"), -1);
            if (contextName.startsWith(QLatin1String("docmodel")) && !last.isEmpty() && last.at(0).isLower())
                misplaced << contextName;
            for (QDomElement message = context.firstChildElement(QStringLiteral("message"));
                 !message.isNull();
                 message = message.nextSiblingElement(QStringLiteral("message"))) {
                ++messages;
                const QDomElement translation
                    = message.firstChildElement(QStringLiteral("translation"));
                const QString type = translation.attribute(QStringLiteral("type"));
                const QString source = contextName + QStringLiteral(": ")
                    + message.firstChildElement(QStringLiteral("source")).text();
                if (type == QLatin1String("unfinished"))
                    unfinished << source;
                else if (type == QLatin1String("vanished") || type == QLatin1String("obsolete"))
                    stale << source;
                else if (translation.text().trimmed().isEmpty())
                    unfinished << source;
            }
        }
        QVERIFY2(messages > 50, "lupdate found suspiciously few strings");
        QVERIFY2(unfinished.isEmpty(),
            qPrintable(QStringLiteral("untranslated (run the update_translations "
                                      "target and translate):\n  ")
                + unfinished.join(QStringLiteral("\n  "))));
        QVERIFY2(misplaced.isEmpty(),
            qPrintable(QStringLiteral("strings under a namespace, not a class (use a class with "
                                      "Q_DECLARE_TR_FUNCTIONS): ")
                + misplaced.join(QStringLiteral(", "))));
        QVERIFY2(stale.isEmpty(),
            qPrintable(
                QStringLiteral("no longer in the code:\n  ") + stale.join(QStringLiteral("\n  "))));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
