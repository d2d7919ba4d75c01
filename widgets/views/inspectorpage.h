// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/modelchange.h"

#include <QString>
#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace docmodel {

class ModelDocument;

// A page of the inspector: shows one model object (by id) and turns each
// edit into an undo command. refresh() rereads the model without emitting
// edits, and keeps the cursor where the user is typing.
class InspectorPage : public QWidget
{
    Q_OBJECT

public:
    InspectorPage(ModelDocument *document, QWidget *parent = nullptr);

    QString objectId() const { return mId; }
    void setObjectId(const QString &id)
    {
        mId = id;
        refresh();
    }
    virtual void refresh() = 0;
    // Whether the change can alter what the page shows: the inspector
    // refreshes only then, so typing elsewhere does not rebuild the page.
    virtual bool isAffectedBy(const ModelChange &change) const;
    // Where the object's name is typed: focused, all selected, after an Add.
    virtual QLineEdit *nameEdit() const { return nullptr; }

signals:
    // Asks the inspector to show another object (an index of an entity...).
    void showRequested(const QString &id);

protected:
    ModelDocument *document() const { return mDocument; }
    // The objects whose data the page shows; by default only its own.
    virtual QStringList shownIds() const { return { mId }; }
    std::string id() const { return mId.toStdString(); }

    QLineEdit *addLineEdit(QFormLayout *form, const QString &label, const QString &tooltip);
    QComboBox *addCombo(QFormLayout *form, const QString &label, const QString &tooltip);
    // A red line under the field before it, hidden until showParseError.
    QLabel *addErrorLabel(QFormLayout *form);
    // Marks `edit` red and says under it where its text stops parsing
    // (`position`, from 0; -1 when it all parses) and what would: "…, use
    // eq, in, range, prefix or elem"; hides the message once it parses.
    void showParseError(QLineEdit *edit, QLabel *label, const QString &bad, qsizetype position, const QString &expected);
    bool mRefreshing = false;

private:
    ModelDocument *mDocument;
    QString mId;
};

// Sets a line edit's text without moving the cursor when it is unchanged.
void setTextQuietly(QLineEdit *edit, const QString &text);
void setComboQuietly(QComboBox *combo, const QVariant &data);
// Text that was refused shows in the error colour.
QString invalidStyleSheet();
void markValid(QWidget *widget, bool valid);

// "12" or "" for an optional number; parsing back gives nullopt for "".
QString optionalText(const std::optional<double> &value);
QString optionalText(const std::optional<int64_t> &value);
std::optional<double> parseOptionalDouble(const QString &text);
std::optional<int64_t> parseOptionalInt(const QString &text);

} // namespace docmodel
