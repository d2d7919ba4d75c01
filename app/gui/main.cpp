#include "translator.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("DocModeler"));
    QApplication::setOrganizationName(QStringLiteral("DocModeler"));

    QCommandLineParser parser;
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  QCoreApplication::translate("main", "User interface language (de, en)."),
                                  QStringLiteral("code"));
    parser.addOption(lang);
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("main", "A model file to open."),
                                 QStringLiteral("[FILE]"));
    parser.process(app);
    docmodel::installTranslations(parser.value(lang));

    docmodel::MainWindow window;
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().first());
    window.show();
    return QApplication::exec();
}
