// SPDX-License-Identifier: GPL-3.0-or-later
#include "translations/translator.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("DocModeler"));
    QApplication::setOrganizationName(QStringLiteral("DocModeler"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
    // The installed icon theme's, or the one built in (from a build tree).
    QApplication::setWindowIcon(QIcon::fromTheme(
        QStringLiteral(DOCMODELER_APP_ID), QIcon(QStringLiteral(":/icons/" DOCMODELER_APP_ID ".svg"))));
    // Wayland compositors find the icon and name through the desktop entry.
    QGuiApplication::setDesktopFileName(QStringLiteral(DOCMODELER_APP_ID));
    // Before the options are described, so --help is in the chosen language.
    docmodel::installTranslations(docmodel::languageArgument(QCoreApplication::arguments()));

    QCommandLineParser parser;
    const QCommandLineOption lang(QStringLiteral("lang"),
        QCoreApplication::translate("main", "User interface language (de, en)."),
        QStringLiteral("code"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Save a picture of the window to FILE and quit."),
        QStringLiteral("FILE"));
    const QCommandLineOption select(QStringLiteral("select"),
        QCoreApplication::translate("main", "Select the entity with this name after opening."),
        QStringLiteral("NAME"));
    parser.addOption(lang);
    parser.addOption(screenshot);
    parser.addOption(select);
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
        QCoreApplication::translate("main", "A model file to open."), QStringLiteral("[FILE]"));
    parser.process(app);

    docmodel::MainWindow window;
    window.show();
    window.startUp(parser.positionalArguments());
    if (parser.isSet(select) && !window.selectEntityNamed(parser.value(select)))
        qWarning("%s", qPrintable(QCoreApplication::translate("main", "No entity is named \"%1\".")
                                      .arg(parser.value(select))));
    if (parser.isSet(screenshot)) {
        // Let the window lay itself out and paint once before the picture.
        QTimer::singleShot(500, &window, [&] {
            const bool saved = window.grab().save(parser.value(screenshot));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return QApplication::exec();
}
