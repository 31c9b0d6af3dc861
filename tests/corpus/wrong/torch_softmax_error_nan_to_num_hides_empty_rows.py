# track: torch
# exercise: softmax
# why: stable_softmax "sanitises" the scaled scores with torch.nan_to_num(scaled) before taking the row maxima; nan_to_num also replaces -inf by the dtype's most negative finite number, so a row that is entirely -inf no longer has a -inf maximum, the check never fires and that row comes back as uniform weights instead of raising ValueError (hidden keys in other rows still get 0)
# kind: error
# diagnosis: error-not-raised
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = torch.nan_to_num(scores / temp)  # no NaN or inf may reach exp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
