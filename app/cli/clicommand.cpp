#include "clicommand.h"

namespace docmodel::cli {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

bool parseCommandLine(QCommandLineParser &parser, const QStringList &arguments,
    const QString &description, int &exitCode)
{
    parser.setApplicationDescription(description);
    const QCommandLineOption help(
        { QStringLiteral("h"), QStringLiteral("help") }, Cli::tr("Show this help."));
    parser.addOption(help);
    parser.addOption({ QStringLiteral("lang"), Cli::tr("User interface language (de, en)."),
        QStringLiteral("code") });
    if (!parser.parse(arguments)) {
        err() << parser.errorText() << Qt::endl;
        exitCode = Unusable;
        return false;
    }
    if (parser.isSet(help)) {
        out() << parser.helpText();
        exitCode = Success;
        return false;
    }
    return true;
}

} // namespace docmodel::cli
