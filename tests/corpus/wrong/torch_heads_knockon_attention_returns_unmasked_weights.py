# track: torch
# exercise: heads
# why: multi_head_self_attention is right, but the attention it calls keeps the softmax of the UNMASKED scores in the variable it returns (the masked softmax is only used to mix the values), so with a mask the outputs are right but the returned weights give hidden keys weight; unmasked calls are right
# kind: knockon
# diagnosis: mask-ignored, bad-inner-call, fails-with-mask
def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    weights = stable_softmax(scores)  # for the heat map
    mix = weights
    if allowed is not None:
        mix = stable_softmax(mask_scores(scores, allowed))
    return weighted_mixture(mix, v), weights
