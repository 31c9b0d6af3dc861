# track: torch
# exercise: softmax
# why: stable_softmax applies the temperature with MixMatch's sharpen(p, T) (Berthelot et al. 2019), pt = p ** (1 / T); pt / pt.sum(dim=1, keepdim=True), on the temperature-1 softmax; sharpening a softmax that way is exact, but MixMatch's dim=1 is the class axis of its (batch, classes) matrix: for 2-D scores it is the keys, while with leading axes the weights are renormalised over another axis (the queries of 3-D scores, the heads of 4-D ones), even at temperature 1
# kind: public
# diagnosis: reduced-other-axis,softmax-axis,fails-with-leading-axes

def stable_softmax(scores, temperature=1.0):

    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")

    row_max = scores.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scores - row_max.detach())
    p = exps / exps.sum(dim=-1, keepdim=True)
    # MixMatch: def sharpen(p, T): pt = p ** (1 / T); return pt / pt.sum(dim=1, keepdim=True)
    pt = p ** (1 / temp)
    return pt / pt.sum(dim=1, keepdim=True)
