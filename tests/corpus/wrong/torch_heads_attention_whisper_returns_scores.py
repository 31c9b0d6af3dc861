# track: torch
# exercise: heads
# why: follows Whisper's qkv_attention, which returns (out, qk.detach()), the pre-softmax logits, as its second value: attention returns the (masked) scores instead of the weights; no key names "scores returned for weights", log-of-expected (row-shifted log-weights) is the closest
# kind: public-code
# diagnosis: log-of-expected
# miss: a wrong lead: the detached scores returned for weights get no gradient (no-gradient), found first; no key names scores returned for weights

def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    qk = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        qk = mask_scores(qk, allowed)
    w = stable_softmax(qk)
    return weighted_mixture(w, v), qk.detach()
