// SPDX-License-Identifier: GPL-3.0-or-later
#include "embedplacement.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace docmodel {

namespace {

class EmbedPlacement
{
    Q_DECLARE_TR_FUNCTIONS(EmbedPlacement)
};

QString bullets(const QStringList &lines)
{
    QString out;
    for (const QString &line : lines)
        out += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    return QStringLiteral("<ul>%1</ul>").arg(out);
}

} // namespace

std::optional<EmbeddedPlacement> askEmbeddedPlacement(
    QWidget *parent, const QString &child, const QString &parentName, const CollectionNeeds &needs)
{
    QMessageBox box(parent);
    box.setObjectName(QStringLiteral("embedPlacement"));
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(EmbedPlacement::tr("Embed %1").arg(child));
    box.setTextFormat(Qt::RichText);
    QString text = EmbedPlacement::tr("<p>%1 is used on its own as well:</p>")
                       .arg(child.toHtmlEscaped())
        + bullets(needs.needed + needs.movable);
    if (needs.needed.isEmpty())
        text += EmbedPlacement::tr(
            "<p><b>Embed Only</b> makes %1 an embedded type of %2 and moves its indexes and "
            "queries into %2. <b>Keep Both</b> keeps the collection too: every %1 document is "
            "then stored twice, and each write must change both.</p>")
                    .arg(child.toHtmlEscaped(), parentName.toHtmlEscaped());
    else
        text += EmbedPlacement::tr(
            "<p>So %1 stays a collection. <b>Keep Both</b> embeds a copy of each document in "
            "%2 as well: every %1 document is then stored twice, and each write must change "
            "both.</p>")
                    .arg(child.toHtmlEscaped(), parentName.toHtmlEscaped());
    box.setText(text);
    QPushButton *only = nullptr;
    if (needs.needed.isEmpty()) {
        only = box.addButton(EmbedPlacement::tr("Embed Only"), QMessageBox::AcceptRole);
        only->setObjectName(QStringLiteral("embedOnly"));
    }
    QPushButton *both = box.addButton(EmbedPlacement::tr("Keep Both"), QMessageBox::AcceptRole);
    both->setObjectName(QStringLiteral("keepBoth"));
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(only ? only : both);
    box.exec();
    if (only && box.clickedButton() == only)
        return EmbeddedPlacement::EmbeddedOnly;
    if (box.clickedButton() == both)
        return EmbeddedPlacement::AlsoCollection;
    return std::nullopt;
}

} // namespace docmodel
