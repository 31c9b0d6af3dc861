# track: torch
# exercise: heads
# why: adapts the return convention of flash_attn_func(..., return_attn_probs=True), whose second value is softmax_lse, each query's log-sum-exp of its scores, not the attention probabilities; attention returns (output, logsumexp of the masked scores) with shape (..., T), so multi-head attention's weights are (..., H, T) log-normalisers instead of (..., H, T, T) weights (the outputs are right)
# kind: public
# diagnosis: axis-reduced


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    probs = stable_softmax(scores)
    softmax_lse = torch.logsumexp(scores, dim=-1)
    return weighted_mixture(probs, v), softmax_lse
