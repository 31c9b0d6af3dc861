# track: torch
# exercise: heads
# why: attention normalises its scores the way Slot Attention does (Locatello et al. 2020, lucidrains' slot_attention: attn = dots.softmax(dim=1) + eps; attn = attn / attn.sum(dim=-1, keepdim=True)), a softmax over the queries followed by a weighted mean over the keys; each row still sums to 1, but the weights are not the softmax of the scores over the keys, so the weights and the output of attention and multi-head attention are wrong
# kind: public
# diagnosis: softmax-axis
# miss: the output, compared first, is a mixture by weights normalised over the queries too; the engine reads the weights' relation only where the output is right, so no cause leads


def attention(q, k, v, allowed=None, eps=1e-8):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    attn = torch.softmax(scores, dim=-2) + eps
    if allowed is not None:
        attn = attn.masked_fill(torch.isneginf(scores), 0.0)
    attn = attn / attn.sum(dim=-1, keepdim=True)
    return weighted_mixture(attn, v), attn
